/** The dashboard greeting (/admin): "Bonjour" before 18 h, then "Bonsoir". */
export function dashboardGreeting(hour: number): string {
  return hour < 18 ? 'Bonjour' : 'Bonsoir';
}

/** "1 e-mail de notification non envoyé", "3 e-mails de notification non envoyés". */
export function notificationFailures(count: number): string {
  const n = count.toLocaleString('fr-FR');
  return count > 1 ? `${n} e-mails de notification non envoyés` : `${n} e-mail de notification non envoyé`;
}
