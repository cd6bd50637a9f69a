export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="ui-center" role="status" aria-live="polite">
      <div className="ui-spinner" aria-hidden="true" />
      <span className="ui-sr-only">{label}</span>
    </div>
  );
}
