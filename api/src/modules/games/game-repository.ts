import type { Game, GameType } from '@arcade/contracts';
import type { Db } from '../../db/db';

export interface GameRow {
  id: string;
  slug: string;
  name: string;
  type: GameType;
  description: string;
  image_url: string | null;
  featured: boolean;
  released_on: string;
}

export async function listGames(db: Db, type?: GameType): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT id, slug, name, type, description, image_url, featured, to_char(released_on, 'YYYY-MM-DD') AS released_on
       FROM games
      WHERE ($1::text IS NULL OR type = $1) ORDER BY sort, name`,
    [type ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    description: r.description,
    imageUrl: r.image_url,
    featured: r.featured,
    releasedOn: r.released_on,
  }));
}
