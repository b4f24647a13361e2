/**
 * A procedure's risks and after-effects, shown open under its text: what it costs in discomfort
 * and what can go wrong is read beside what it can bring, not behind a button. Its heading sits
 * one level under the procedure's name (an h3 under the h2 of a procedure page, like the
 * accordion's items; an h4 under the h3 of the /chirurgies panel).
 */
export function ProcedureRisks({ text, level = 3 }: { text: string; level?: 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="procedure-risks">
      <Heading className="procedure-risks__title">Risques et suites</Heading>
      <p className="procedure-risks__text">{text}</p>
    </div>
  );
}
