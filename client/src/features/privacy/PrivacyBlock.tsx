import { practice } from '../../content/practice';
import { contactWays, postalAddress, PrivacyBlock as Block, RETENTION_PERIOD } from '../../content/privacy';

/** A text of the notice, with the server's retention period in place of RETENTION_PERIOD. */
function Text({ value, months }: { value: string; months: number }) {
  const [before, after] = value.split(RETENTION_PERIOD);
  if (after === undefined) return value;
  return (
    <>
      {before}
      <span data-setting="retention-months">{months}</span>
      {after}
    </>
  );
}

/** One block of a section of the notice: a paragraph, a list, a definition list, a table… */
export function PrivacyBlock({ block, months }: { block: Block; months: number }) {
  const text = (value: string) => <Text value={value} months={months} />;
  switch (block.kind) {
    case 'paragraph':
      return <p>{text(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="privacy-page__terms">
          {block.items.map((item) => (
            <div key={item.term} id={item.id}>
              <dt>{item.term}</dt>
              {item.texts.map((value) => (
                <dd key={value}>{text(value)}</dd>
              ))}
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className="privacy-page__table">
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([data, period]) => (
                <tr key={data}>
                  <th scope="row">{data}</th>
                  <td>{text(period)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'contact':
      return (
        <ul className="privacy-page__contact">
          <li>
            {contactWays.email}{' '}
            <a href={`mailto:${practice.privacy.contactEmail}`}>{practice.privacy.contactEmail}</a>
          </li>
          <li>
            {contactWays.post} {postalAddress}
          </li>
        </ul>
      );
    case 'authorities':
      return (
        <dl className="privacy-page__terms">
          {block.items.map((authority) => (
            <div key={authority.name}>
              <dt>{authority.name}</dt>
              <dd>
                {authority.text} {/* A plain link: the page itself asks nothing of these sites. */}
                <a href={authority.href} rel="external noopener noreferrer">
                  {authority.label}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
