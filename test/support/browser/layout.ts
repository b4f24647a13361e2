import type { Locator } from '@playwright/test';

/**
 * The items of a grid that cycles through `cycle` sizes whose box differs from the item
 * `cycle` places before it (empty when the pattern holds), as « n: W×H ≠ W×H » lines.
 */
export async function cycleBreaks(items: Locator, cycle = 6): Promise<string[]> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((el) => {
      const { width, height } = el.getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height) };
    }),
  );
  const breaks: string[] = [];
  boxes.forEach((box, index) => {
    if (index < cycle) return;
    const model = boxes[index - cycle];
    if (Math.abs(box.width - model.width) > 1 || Math.abs(box.height - model.height) > 1) {
      breaks.push(`${index + 1}: ${box.width}×${box.height} ≠ ${model.width}×${model.height}`);
    }
  });
  return breaks;
}
