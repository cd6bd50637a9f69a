/** A date and time as staff read it ("Nov 28, 2026, 2:10 AM"), machine-readable in dateTime; "—" when absent. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <>—</>;
  const d = new Date(at);
  return <time dateTime={at}>{d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}
