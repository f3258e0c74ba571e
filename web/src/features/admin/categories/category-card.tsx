import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { categoryImage, ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { productsOnSale } from './category-labels.ts';

const SMALL = 'min-h-10 px-3 py-2';
const IMAGE_SIZES = '(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 100vw';

type CategoryCardProps = {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

/** One kind of piece or collection: its image, name, description and how many products use it. */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  return (
    <article className="flex h-full flex-col border border-line bg-raised">
      <ResponsiveImage
        image={categoryImage(category)}
        alt={category.name}
        sizes={IMAGE_SIZES}
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-xl leading-snug break-words">{category.name}</h3>
        <p className="label-caps text-accent">{productsOnSale(category.productCount)}</p>
        <p className={`text-sm break-words ${category.description ? '' : 'text-muted italic'}`}>
          {category.description ?? 'No description'}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className={buttonClass('outline', SMALL)}
            aria-label={`Edit ${category.name}`}
            onClick={() => onEdit(category)}
          >
            <Pencil size={15} aria-hidden />
            Edit
          </button>
          <button
            type="button"
            className={buttonClass('quiet', `${SMALL} text-danger`)}
            aria-label={`Delete ${category.name}`}
            onClick={() => onDelete(category)}
          >
            <Trash2 size={15} aria-hidden />
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
