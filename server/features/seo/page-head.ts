import { type Product, PRODUCT_MAIN_IMAGE_SIZES } from '#contract/catalog.ts';
import { AppError } from '../../lib/errors.ts';
import type { HeadResolver } from '../../lib/spa.ts';
import type { ProductsService } from '../catalog/products.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
// JSON inside a script element must not be able to close it.
const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

type Meta = {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** The first photo, fetched early: it is the page's largest paint. */
  preload?: { srcset: string; sizes: string };
  type: string;
  jsonLd?: unknown;
};

function renderHead({ title, description, url, image, preload, type, jsonLd }: Meta): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    preload
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}" fetchpriority="high" />`
      : '',
    jsonLd ? `<script type="application/ld+json">${safeJson(jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

const summary = (text: string) => (text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text);

const rupees = (minor: number) => (minor / 100).toFixed(2);

/**
 * Today's price (it follows the metal rates): one Offer, or an AggregateOffer when its variants differ;
 * none while no variant is priced, rather than a made-up price.
 */
function offersOf(product: Product, url: string, currency: string) {
  const range = product.priceRange;
  if (!range) return {};
  const common = {
    url,
    priceCurrency: currency,
    availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
  };
  return {
    offers:
      range.min === range.max
        ? { '@type': 'Offer', ...common, price: rupees(range.min) }
        : {
            '@type': 'AggregateOffer',
            ...common,
            lowPrice: rupees(range.min),
            highPrice: rupees(range.max),
            offerCount: product.variants.length,
          },
  };
}

function productJsonLd(
  product: Product,
  url: string,
  images: string[],
  currency: string,
  shopName: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: images,
    brand: { '@type': 'Brand', name: shopName },
    material: [product.purity, product.metal].filter(Boolean).join(' '),
    ...offersOf(product, url, currency),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

type HeadDeps = {
  products: ProductsService;
  settings: SettingsService;
  publicUrl: string;
  /** A stored media URL as clients get it: under MEDIA_PUBLIC_URL when that is set. */
  mediaUrl: (url: string) => string;
};
type ShopWords = { shopName: string; tagline: string; currency: string };

/** A product page's head: its own title, picture (preloaded) and JSON-LD; a missing piece answers not found. */
async function productHead(
  { products, publicUrl, mediaUrl }: HeadDeps,
  { shopName, tagline, currency }: ShopWords,
  pathname: string,
  productKey: string,
  rendered: Product | undefined,
) {
  const product =
    rendered ??
    (await products.read(decodeURIComponent(productKey)).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    }));
  if (!product) {
    const title = `Not found | ${shopName}`;
    const url = publicUrl + pathname;
    return {
      found: false,
      head: renderHead({ title, description: tagline, url, type: 'website' }),
    };
  }
  const url = `${publicUrl}/products/${product.slug}`;
  const absolute = (url: string) => (url.startsWith('/') ? publicUrl + url : url);
  const images = product.images.map((image) =>
    absolute(mediaUrl(image.variants.at(-1)?.url ?? image.url)),
  );
  const [first] = product.images;
  return {
    found: true,
    head: renderHead({
      title: `${product.name} | ${shopName}`,
      description: summary(product.description),
      url,
      image: images[0],
      preload: first && {
        srcset: first.variants
          .map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`)
          .join(', '),
        sizes: PRODUCT_MAIN_IMAGE_SIZES,
      },
      type: 'product',
      jsonLd: productJsonLd(product, url, images, currency, shopName),
    }),
  };
}

/** Title, description, canonical URL, Open Graph and (for products) JSON-LD, filled on the server. */
export function createHeadResolver(deps: HeadDeps): HeadResolver {
  return async (pathname, rendered) => {
    const shop = await deps.settings.getSettings();
    const productKey = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (productKey) return productHead(deps, shop, pathname, productKey, rendered);
    return {
      found: true,
      head: renderHead({
        title: pathname === '/' ? `${shop.shopName} | ${shop.tagline}` : shop.shopName,
        description: shop.tagline,
        url: deps.publicUrl + (pathname === '/' ? '/' : pathname.replace(/\/$/, '')),
        type: 'website',
      }),
    };
  };
}
