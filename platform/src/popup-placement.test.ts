import { choosePlace, primaryAction, primaryActionBoxes, type Box } from './popup-placement';

const places: Record<'bottom' | 'top', Box> = {
  bottom: { top: 560, bottom: 700, left: 16, right: 374 },
  top: { top: 80, bottom: 220, left: 16, right: 374 },
};
const box = (top: number, bottom: number, left = 20, right = 200): Box => ({ top, bottom, left, right });

it('sits above the bottom navigation unless that covers a primary action, then under the header, else waits', () => {
  expect(choosePlace(places, [])).toBe('bottom');
  expect(choosePlace(places, [box(300, 344)])).toBe('bottom');
  expect(choosePlace(places, [box(600, 644)])).toBe('top');
  expect(choosePlace(places, [box(600, 644), box(100, 144)])).toBeNull();
  // Beside the popup (a desktop's wide page) is not under it.
  expect(choosePlace(places, [box(600, 644, 400, 600)])).toBe('bottom');
});

it("reads the marked controls' boxes on screen, skipping hidden and off-screen ones", () => {
  document.body.innerHTML = '<button id="a">A</button><button id="b">B</button><button id="c">C</button>';
  const rect = (top: number, height: number) =>
    ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top }) as DOMRect;
  const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
  for (const el of [a, b, c]) for (const [k, v] of Object.entries(primaryAction)) el!.setAttribute(k, v);
  a!.getBoundingClientRect = () => rect(600, 44);
  b!.getBoundingClientRect = () => rect(0, 0);
  c!.getBoundingClientRect = () => rect(window.innerHeight + 10, 44);
  expect(primaryActionBoxes()).toEqual([{ top: 600, bottom: 644, left: 0, right: 100 }]);
});
