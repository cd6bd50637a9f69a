import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from './legal-pages';

/** Shown when the shell asks for a document this remote does not have. */
export function NotFound({ doc }: { doc: string }) {
  return (
    <div className="legal-not-found">
      <p role="alert">
        {doc ? <>We could not find the page &quot;{doc}&quot;.</> : <>No document was chosen.</>} It may have
        moved. Here are all our legal and help pages:
      </p>
      <ul className="legal-list legal-not-found__links">
        {Object.entries(LEGAL_PAGES).map(([id, title]) => (
          <li key={id}>
            <Link to={`/${id}`}>{title}</Link>
          </li>
        ))}
      </ul>
      <p>
        Or go back to the <Link to="/">home page</Link>.
      </p>
    </div>
  );
}
