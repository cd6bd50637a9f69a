/** The page's own navigation to another site (a provider's hosted page); a seam so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
