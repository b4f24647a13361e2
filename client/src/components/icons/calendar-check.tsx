import { lineIcon } from './icon';

export const CalendarCheck = /* @__PURE__ */ lineIcon(
  'M8 2v3m8-3v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 9h18m-12 6 2 2 4-4',
);
