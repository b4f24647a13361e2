import { circle, lineIcon } from './icon';

export const CircleCheck = /* @__PURE__ */ lineIcon(`${circle(12, 12, 10)}M16 9l-5.5 5.5L8 12`);
