/** The sign-in greeting (/login): before 12 h, before 18 h, then evening. */
export function loginGreeting(hour: number): string {
  if (hour < 12) return 'Bonjour';
  if (hour < 18) return 'Bon après-midi';
  return 'Bonsoir';
}
