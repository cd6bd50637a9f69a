/**
 * Where a notification popup may sit (issue 28 item 2): never over the page's primary actions. Pages mark them
 * with `primaryAction` (the data attribute below); the popup tries its places in order (above the bottom
 * navigation, then under the header) and takes the first that covers none of them, or waits when both would.
 */
export const PRIMARY_ACTION_ATTR = 'data-primary-action';

/** Spread onto a page's primary control: `<Button {...primaryAction}>Play</Button>`. */
export const primaryAction: Readonly<Record<typeof PRIMARY_ACTION_ATTR, ''>> = { [PRIMARY_ACTION_ATTR]: '' };

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type PopupPlace = 'bottom' | 'top';

/** The popup's places in the order tried. */
export const POPUP_PLACES: readonly PopupPlace[] = ['bottom', 'top'];

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The first place whose box overlaps none of `avoid`, or null (the popup waits). */
export function choosePlace(
  places: Readonly<Record<PopupPlace, Box>>,
  avoid: readonly Box[],
): PopupPlace | null {
  return POPUP_PLACES.find((p) => !avoid.some((box) => overlaps(places[p], box))) ?? null;
}

/** The boxes of the page's primary actions that are on screen now (hidden or zero-sized ones are skipped). */
export function primaryActionBoxes(root: ParentNode = document): Box[] {
  const height = window.innerHeight;
  const boxes: Box[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(`[${PRIMARY_ACTION_ATTR}]`)) {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.bottom <= 0 || r.top >= height) continue;
    boxes.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
  }
  return boxes;
}
