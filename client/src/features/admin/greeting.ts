/** The dashboard greeting (/admin): "Bonjour" before 18 h, then "Bonsoir". */
export function dashboardGreeting(hour: number): string {
  return hour < 18 ? 'Bonjour' : 'Bonsoir';
}
