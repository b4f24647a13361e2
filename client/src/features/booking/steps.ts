export type Step = 'type' | 'slot' | 'form' | 'done';

/** The heading each step's focus goes to when the visitor reaches it. */
export const stepTitleId = (step: Step) => `booking-${step}-title`;
