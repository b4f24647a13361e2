import { circle, lineIcon } from './icon';

export const CircleAlert = /* @__PURE__ */ lineIcon(`${circle(12, 12, 10)}M12 8v4m0 4h.01`);
