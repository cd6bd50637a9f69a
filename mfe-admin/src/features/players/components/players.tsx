import { useSearchParams } from 'react-router-dom';
import { PlayerSearch } from './player-search';
import { PlayerPage } from './player-page';

/** ?view=players: the search and its list, or one player's page at ?view=players&id=… (the URL keeps both). */
export function Players() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <PlayerPage id={id} /> : <PlayerSearch />;
}
