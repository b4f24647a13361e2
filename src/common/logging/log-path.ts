/**
 * A request's path as the logs may keep it. The practice's calendar feed is a secret address
 * (`/api/calendar/<token>.ics`: calendar programs cannot send a header), so its token is
 * masked: a log read by whoever runs the server must not subscribe them to the agenda.
 */
export function logPath(path: string): string {
  return path.replace(/^(\/api\/calendar\/)[^/]+/, '$1…');
}
