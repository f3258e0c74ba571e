import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '#contract/catalog.ts';
import { categoryImage, ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { RowAction } from '../components/row-action.tsx';
import { productsOnSale } from './category-labels.ts';

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
          <RowAction icon={Pencil} label={`Edit ${category.name}`} onClick={() => onEdit(category)}>
            Edit
          </RowAction>
          <RowAction
            icon={Trash2}
            label={`Delete ${category.name}`}
            isDanger
            onClick={() => onDelete(category)}
          >
            Delete
          </RowAction>
        </div>
      </div>
    </article>
  );
}
