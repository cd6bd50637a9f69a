/** The URL of a player's page in the back office (?view=players&id=…). */
export const playerHref = (id: string) => `?view=players&id=${encodeURIComponent(id)}`;
