/** The shell registers its router's navigate here so the platform (API client, logout) can move the user. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
