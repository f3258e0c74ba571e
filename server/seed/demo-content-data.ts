import type { ArtSpec } from './jewellery-art.ts';

/** The demo shop's FAQs, in the order they are shown. */
export const DEMO_FAQS: { question: string; answer: string }[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Choose a piece, pick your size where it applies and add it to your cart. At checkout, sign in, choose or add a delivery address and confirm. You will receive an e-mail with your order number at once, and another each time its status changes.',
  },
  {
    question: 'Do you deliver across India, and how long does it take?',
    answer:
      'Yes, we deliver to every serviceable PIN code in India through insured courier partners. Orders are usually dispatched within 2 working days and arrive in 3–7 working days; made-to-order pieces take longer, as shown on the product page. Every parcel is sealed and needs a signature on delivery.',
  },
  {
    question: 'Can I pay cash on delivery?',
    answer:
      'Yes, for orders below ₹2,00,000: pay the courier in cash, or by card on the courier’s machine, when the parcel arrives. Indian law does not allow a single cash payment of ₹2,00,000 or more, so larger orders are paid in advance by UPI or bank transfer: checkout shows our UPI ID and bank details, you quote your order number as the reference, and we dispatch once the payment reaches us. Every payment and refund is shown on your order page.',
  },
  {
    question: 'What is your returns and exchange policy?',
    answer:
      'You may return any unworn piece within 15 days of delivery, in its original packaging with the certificate: choose Return items on your order page. Once the piece reaches us we refund it within 7 working days, with a credit note against your invoice; to exchange, return the piece and order the one you would like. Engraved, resized and made-to-order pieces, and nose pins and earrings for hygiene reasons, are marked not returnable; if one arrives damaged, contact us within 48 hours and we will repair or replace it.',
  },
  {
    question: 'Is your gold BIS hallmarked? What is HUID?',
    answer:
      'Every gold piece we sell is hallmarked by a BIS-recognised assaying centre. The hallmark shows the BIS logo, the purity (for example 22K916 or 18K750) and a six-character HUID, a unique code for that piece. The HUID is printed on your invoice; you can check it on our Verify page or in the government’s BIS CARE app.',
  },
  {
    question: 'How do I find my ring size?',
    answer:
      'Measure the inside diameter of a ring that fits you well and compare it with the size guide on each ring’s page, or wrap a strip of paper around your finger and measure its length. If you are between two sizes, choose the larger one. We offer one free resizing within 30 days for most plain gold rings.',
  },
  {
    question: 'How should I care for my jewellery?',
    answer:
      'Put your jewellery on after perfume, creams and hairspray, and take it off before swimming, bathing or exercise. Store each piece separately in its pouch to avoid scratches. Clean gold with mild soap in lukewarm water and a soft brush; wipe silver with a polishing cloth. Bring your pieces to us for a free cleaning and check of settings once a year.',
  },
  {
    question: 'Do you gift wrap orders?',
    answer:
      'Every piece comes in our signature box. At checkout you may add a note and we will hand-write it on a card; invoices are never placed inside gift parcels, so the price stays a surprise.',
  },
  {
    question: 'Can you make a custom piece for me?',
    answer:
      'Yes. Our Jaipur workshop makes custom pieces, from engagement rings to bridal sets. Send us a message through the contact page with your idea, a sketch or photos, and your budget; our designer will reply with drawings and a quotation. Custom pieces usually take 3–5 weeks.',
  },
  {
    question: 'Do you exchange old gold?',
    answer:
      'Yes. Bring your old gold jewellery to our showroom: we test its purity in front of you and value it at the day’s gold rate. You may exchange it against a new purchase or sell it to us. Please bring a government photo ID.',
  },
  {
    question: 'Are your diamonds certified?',
    answer:
      'Our solitaires come with a certificate from an independent laboratory such as IGI or GIA; the product page shows the badge, your invoice carries the certificate number, and anyone can check it on our Verify page. Smaller diamonds are described on the invoice by weight, colour and clarity, and our guarantee covers them for life.',
  },
  {
    question: 'How is the price of a gold piece worked out?',
    answer:
      'The price covers the gold by weight at the day’s rate for its purity, the making charges, the value of any stones, and GST at 3%. The invoice shows each part separately, so you always know what you pay for.',
  },
];

/** The gallery: drawn pieces with captions that double as alt text. */
export const DEMO_PHOTOS: (Omit<ArtSpec, 'seed'> & { caption: string })[] = [
  {
    shape: 'necklace',
    metal: 'Gold',
    gem: 'Kundan',
    caption: 'Kundan bridal necklace in 22K gold, set by hand in our Jaipur workshop',
  },
  {
    shape: 'ring',
    metal: 'Platinum',
    gem: 'Diamond',
    caption: 'Solitaire engagement ring in platinum with a certified round diamond',
  },
  {
    shape: 'earrings',
    metal: 'Gold',
    gem: 'Ruby',
    caption: 'Temple jhumkas in 22K gold with rubies, inspired by South Indian temple art',
  },
  {
    shape: 'bangle',
    metal: 'Gold',
    gem: null,
    caption: 'A pair of hand-engraved 22K gold kadas, polished to a soft glow',
  },
  {
    shape: 'pendant',
    metal: 'Rose Gold',
    gem: 'Sapphire',
    caption: 'Rose gold pendant with a blue sapphire drop on a fine chain',
  },
  {
    shape: 'nosepin',
    metal: 'Gold',
    gem: 'Polki',
    caption: 'Polki nose pin in 18K gold, a small heirloom for every day',
  },
  {
    shape: 'necklace',
    metal: 'Silver',
    gem: 'Pearl',
    caption: 'Sterling silver necklace strung with freshwater pearls',
  },
  {
    shape: 'bangle',
    metal: 'Gold',
    gem: 'Emerald',
    caption: 'Gold bangle studded with emeralds from our Bridal collection',
  },
  {
    shape: 'earrings',
    metal: 'Silver',
    gem: 'Topaz',
    caption: 'Oxidised silver earrings with golden topaz, made for festive evenings',
  },
  {
    shape: 'ring',
    metal: 'Gold',
    gem: 'Emerald',
    caption: 'Cocktail ring in 22K gold with a Colombian emerald centre stone',
  },
];
