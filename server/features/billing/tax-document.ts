import type { Certificate } from '#contract/certificates.ts';
import type { PriceBreakdown } from '#contract/variants.ts';

/** Tax on one line or a whole document; intra-state fills CGST + SGST, inter-state IGST. */
export type TaxAmounts = {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxableValue + cgst + sgst + igst. */
  total: number;
};

export type TaxDocumentLine = TaxAmounts & {
  description: string;
  sku: string;
  hsn: string;
  options: Record<string, string>;
  quantity: number;
  /** What one piece cost the customer, with tax (minor units). */
  unitPrice: number;
  /** How one piece's price was made (issue 15), frozen with the order. */
  breakdown: PriceBreakdown;
  certificates: Certificate[];
};

/**
 * An issued invoice or credit note exactly as it was issued (ADR 013): the PDF is drawn from this
 * snapshot alone, so later changes to settings, products or the order never alter it.
 */
export type TaxDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  /** The order it belongs to; a credit note also names the invoice it reduces. */
  orderNumber: string;
  orderDate: string;
  invoiceNumber: string | null;
  /** Why a credit note was issued ("Order cancelled", "Return of …"). */
  reason: string | null;
  seller: {
    shopName: string;
    legalName: string;
    gstin: string;
    address: string;
    state: string;
    email: string;
    phone: string;
  };
  buyer: {
    name: string;
    email: string;
    phone: string;
    /** The delivery address, one line each. */
    address: string[];
    state: string;
  };
  placeOfSupply: string;
  /** Same state as the shop: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  taxRatePercent: number;
  currency: string;
  lines: TaxDocumentLine[];
  /** Delivery charge, outside GST as the order charged it; 0 when free. */
  shipping: number;
  /** The lines plus shipping; `total` is what the customer paid (or is owed back). */
  totals: TaxAmounts;
  totalInWords: string;
};
