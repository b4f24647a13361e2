import { Picture } from '../../components/media/Picture';
import { getProcedureMedia } from '../../content/media-manifest';
import { tileSize } from './tiles';

export interface ProcedureGridProps {
  procedures: string[];
  selected: string;
  onSelect: (name: string) => void;
  /** Controls the detail region the tiles update. */
  controls: string;
}

/** The category's procedures as tiles cycling through 6 sizes; a tile selects its procedure. */
export function ProcedureGrid({ procedures, selected, onSelect, controls }: ProcedureGridProps) {
  return (
    <ul className="procedure-grid">
      {procedures.map((name, index) => {
        const size = tileSize(index);
        const media = getProcedureMedia(name);
        return (
          <li key={name} className={`procedure-tile procedure-tile--size-${size}`} data-size={size}>
            <button
              type="button"
              className="procedure-tile__button"
              aria-pressed={name === selected}
              aria-controls={controls}
              onClick={() => onSelect(name)}
            >
              {media && (
                <Picture
                  media={media.thumbnail}
                  alt=""
                  sizes="(min-width: 960px) 40vw, 50vw"
                  className="procedure-tile__media"
                  imgClassName="procedure-tile__image"
                />
              )}
              <span className="procedure-tile__index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="procedure-tile__name">{name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
