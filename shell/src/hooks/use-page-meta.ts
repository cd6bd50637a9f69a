import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { metaFor } from '@arcade/contracts';

/** Title and description per path, with a default for other paths (SPEC §2.3). */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = metaFor(pathname);
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [pathname]);
}
