/** Transparent (home) until 50 px; hides past 100 px when the scroll moves by more than 10 px. */
export const SCROLLED_AFTER_PX = 50;
export const HIDE_AFTER_PX = 100;
export const SCROLL_DELTA_PX = 10;

export interface HeaderScroll {
  scrolled: boolean;
  hidden: boolean;
}

/** The next state of the bar for a scroll position, given the last position that counted. */
export function nextHeaderState(
  y: number,
  lastY: number,
  previous: HeaderScroll,
): { state: HeaderScroll; lastY: number } {
  const scrolled = y > SCROLLED_AFTER_PX;
  if (y <= HIDE_AFTER_PX) return { state: { scrolled, hidden: false }, lastY: y };
  if (Math.abs(y - lastY) <= SCROLL_DELTA_PX) return { state: { scrolled, hidden: previous.hidden }, lastY };
  return { state: { scrolled, hidden: y > lastY }, lastY: y };
}
