import { createElement, forwardRef, type ReactElement, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `Icon`, which every lucide icon renders (web/vite.config.ts puts this module in
 * its place): the same markup, with each icon's shapes and class names made once instead of on
 * every render. lucide's own rebuilds its whole attribute set through a dozen object spreads per
 * icon, a tenth of a product page's server render. No LucideProvider is read: the shop sets none.
 */

type Shape = [tag: string, attributes: Record<string, string | number>];
type IconData = { name?: string; size?: number; node: Shape[]; aliases?: unknown[] };
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  icon?: IconData;
  iconNode?: Shape[];
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};
type Drawing = { classes: string; shapes: ReactElement[]; box: string; boxSize: number };

const drawings = new WeakMap<IconData, Drawing>();

function drawingOf(icon: IconData): Drawing {
  let drawing = drawings.get(icon);
  if (!drawing) {
    const aliases = (icon.aliases ?? []).filter(
      (alias): alias is string => typeof alias === 'string' && alias.trim() !== '',
    );
    const names = icon.name ? [icon.name, ...aliases] : aliases;
    const boxSize = icon.size ?? 24;
    drawing = {
      classes: mergeClasses('lucide', ...names.map((name) => `lucide-${name}`)),
      shapes: icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      box: `0 0 ${boxSize} ${boxSize}`,
      boxSize,
    };
    drawings.set(icon, drawing);
  }
  return drawing;
}

/** Class names once each, in order (as lucide writes them). */
function mergeClasses(...classes: string[]): string {
  const tokens = new Set<string>();
  for (const names of classes) for (const token of names.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** Whether the icon is named to assistive technology; if not, it is hidden from it. */
function isNamed(props: Record<string, unknown>): boolean {
  for (const key in props)
    if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null)
      return true;
  return false;
}

const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  {
    color = 'currentColor',
    size = 24,
    width,
    height,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    nonScalingStroke = false,
    className,
    children,
    iconNode = [],
    icon,
    ...rest
  },
  ref,
) {
  const drawing = drawingOf(icon ?? dataOf(iconNode));
  const shapes = nonScalingStroke
    ? drawing.shapes.map((shape) =>
        createElement(shape.type, {
          vectorEffect: 'non-scaling-stroke',
          ...(shape.props as object),
          key: shape.key,
        }),
      )
    : drawing.shapes;
  return createElement(
    'svg',
    {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? size,
      height: height ?? size,
      viewBox: drawing.box,
      fill: 'none',
      stroke: color,
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth) * drawing.boxSize) / Number(width ?? size)
        : strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? mergeClasses(drawing.classes, className) : drawing.classes,
      ...(!children && !isNamed(rest) && { 'aria-hidden': 'true' }),
      ...rest,
    },
    children ? [...shapes, children] : shapes,
  );
});

/** `<Icon iconNode={…}>` as lucide allows it: the shapes alone, kept by their array. */
const bareIcons = new WeakMap<Shape[], IconData>();
function dataOf(iconNode: Shape[]): IconData {
  let data = bareIcons.get(iconNode);
  if (!data) bareIcons.set(iconNode, (data = { node: iconNode, size: 24 }));
  return data;
}

// lucide's createLucideIcon imports its Icon as the default export.
// eslint-disable-next-line no-restricted-syntax
export default Icon;
