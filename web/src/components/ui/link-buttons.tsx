import { Link } from 'react-router';
import { buttonClass } from './button-styles.ts';

export type LinkTarget = { to: string; label: string };

type LinkButtonsProps = {
  primary: LinkTarget;
  secondary: LinkTarget;
  /** Side by side from small phones up (the default), or wrapping and centred. */
  isCentred?: boolean;
};

/** The two ways onward at the end of a band or page: a primary link and an outline one. */
export function LinkButtons({ primary, secondary, isCentred = false }: LinkButtonsProps) {
  return (
    <div
      className={
        isCentred
          ? 'mt-10 flex flex-wrap justify-center gap-4'
          : 'mt-10 flex flex-col gap-4 min-[420px]:flex-row'
      }
    >
      <Link to={primary.to} className={buttonClass('primary')}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass('outline')}>
        {secondary.label}
      </Link>
    </div>
  );
}
