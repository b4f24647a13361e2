import { BeforeAfter } from '../../components/before-after/BeforeAfter';
import { hasMedia } from '../../lib/media';
import { getProcedureMedia, ILLUSTRATION_CAPTION } from '../../content/media-manifest';
import { categoryOfProcedure } from '../../content/procedures';
import { categoryPath } from './paths';
import { useProcedureContent } from './texts';
import { DetailActions } from './DetailActions';
import { ProcedureRisks } from './ProcedureRisks';

/** The selected intervention: its category, name, description, risks and before/after when both exist. */
export function SurgeryDetail({ name }: { name: string }) {
  return <Panel key={name} name={name} />;
}

function Panel({ name }: { name: string }) {
  const content = useProcedureContent(name);
  const media = getProcedureMedia(name);
  const pair =
    media?.before && media.after && hasMedia(media.before) && hasMedia(media.after)
      ? { before: media.before, after: media.after }
      : undefined;
  const category = categoryOfProcedure(name);
  return (
    <div className="surgeries__panel">
      {category && <p className="eyebrow">{category.title}</p>}
      <h3 className="surgeries__name">{name}</h3>
      {content && <p className="surgeries__description">{content.mainDescription}</p>}
      {content && <ProcedureRisks text={content.risks} level={4} />}
      {pair && (
        <BeforeAfter
          before={pair.before}
          after={pair.after}
          subject={name}
          caption={media?.illustration ? ILLUSTRATION_CAPTION : undefined}
          className="surgeries__pair"
        />
      )}
      <DetailActions
        more={category && { to: categoryPath(category.key), label: `${category.title} : en savoir plus` }}
      />
    </div>
  );
}
