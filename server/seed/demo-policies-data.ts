/** The demo shop's privacy policy and terms, section by section (Markdown), as staff would edit them. */
export const DEMO_PRIVACY: { title: string; content: string }[] = [
  {
    title: 'Information we collect',
    content: `When you shop with Kanak Jewels we collect only what we need to serve you:

- **Account details:** your name, e-mail address, phone number and password (stored only as a secure hash).
- **Order details:** delivery addresses, the pieces you buy, and notes you add at checkout.
- **Messages:** what you send us through the contact form or as a testimonial.
- **Technical data:** your IP address and browser type, kept briefly to protect the shop from abuse.

We never ask for or store card numbers: orders are paid on delivery, or in advance by UPI or bank transfer, and we keep only the payment reference.`,
  },
  {
    title: 'How we use your information',
    content: `We use your information to:

1. process, deliver and support your orders, including exchanges and returns;
2. send you e-mails about your account and your orders (verification codes, order updates);
3. answer your questions and requests;
4. prevent fraud and keep the shop secure;
5. meet our legal duties, such as keeping GST invoices for the period Indian law requires.

We do not send marketing e-mails unless you have asked for them.`,
  },
  {
    title: 'Sharing your information',
    content: `We do not sell or rent your personal data. We share it only with:

- **courier partners**, who need your name, address and phone number to deliver your order;
- **service providers** who host our shop and send our e-mails, bound by confidentiality;
- **authorities**, when Indian law requires it.

Your data is stored on servers in India wherever possible.`,
  },
  {
    title: 'Cookies',
    content: `We use a small number of cookies and local storage entries that the shop needs to work: to keep you signed in, to remember your cart and your display preferences (such as dark mode), and to protect forms from misuse.

We do not use advertising or third-party tracking cookies.`,
  },
  {
    title: 'Your rights',
    content: `Under the Digital Personal Data Protection Act, 2023, you may:

- see the personal data we hold about you, and correct it in your account;
- ask us to delete your account (orders stay in our accounts, as the law requires, with your personal details removed);
- withdraw consent for optional uses at any time;
- complain to the Data Protection Board of India.

We keep account data while your account is open and order records for eight years for tax purposes.`,
  },
  {
    title: 'Contact us',
    content: `For any question about your privacy, write to our grievance officer at [care@kanakjewels.in](mailto:care@kanakjewels.in) or by post to Kanak Jewels, 14 Johari Bazaar, Jaipur, Rajasthan 302003. We reply within 7 working days.

We may update this policy; the date of the last change is shown with each section.`,
  },
];

export const DEMO_TERMS: { title: string; content: string }[] = [
  {
    title: 'Orders and pricing',
    content: `All prices are in Indian rupees and include GST. Gold prices follow the day’s rate, so the price of a piece may change until you place your order; the price confirmed at checkout is the price you pay.

An order is a request to buy. It becomes a contract when we confirm it by e-mail. We may decline or cancel an order if a piece is out of stock or a price was shown wrongly; in that case nothing is charged.`,
  },
  {
    title: 'Payment',
    content: `Orders below ₹2,00,000 may be paid **on delivery**, in cash or by card on the courier’s machine; please keep the exact amount ready, as courier staff cannot give change for large notes. You may also pay any order in advance by **UPI** or **bank transfer**.

Indian law does not allow a single cash payment of ₹2,00,000 or more, so orders of that value are paid in advance by UPI or bank transfer: quote your order number as the reference, and we dispatch once the payment reaches us. For orders of high value we may call you before dispatch to confirm the order and the delivery address.

Your GST tax invoice is issued when we confirm your order; you can download it from your order page and it comes with the confirmation e-mail.`,
  },
  {
    title: 'Shipping and delivery',
    content: `We ship insured to serviceable PIN codes across India, usually within 2 working days, with delivery in 3–7 working days. Made-to-order pieces ship on the date shown at checkout.

Parcels are sealed and tamper-evident. Please check the seal before you accept a parcel and refuse it if the seal is broken. Risk passes to you on delivery.`,
  },
  {
    title: 'Cancellations, returns and exchanges',
    content: `You may cancel an order until it is shipped, from your account or by contacting us.

Unworn pieces may be returned within **15 days of delivery**, with the original packaging and certificate: open the order in your account and choose **Return items**. We confirm your request, and once the piece reaches us we refund it by UPI or bank transfer within 7 working days, with a credit note against your invoice. To exchange a piece, return it and order the one you would like.

Engraved, resized or made-to-order pieces, nose pins and earrings are marked “not returnable” on their page and cannot be returned. If one arrives damaged, contact us within 48 hours of delivery and we will repair or replace it.`,
  },
  {
    title: 'Hallmarking and certification',
    content: `Every gold piece is hallmarked as required by the Bureau of Indian Standards and carries a HUID, printed on your invoice, that you can check on our [Verify page](/verify) or in the [BIS CARE app](https://www.bis.gov.in/). Diamond solitaires come with an independent laboratory certificate (IGI), whose number you can check on the same page.

Weights and purities shown on the site are measured before hallmarking; small differences in weight (under 2%) are normal for handmade pieces.`,
  },
  {
    title: 'Product descriptions',
    content: `We photograph and describe every piece as faithfully as we can. Handcrafted jewellery varies slightly from piece to piece, and colours on screen may differ from the piece in hand. Natural gemstones may show inclusions, which are part of their character.`,
  },
  {
    title: 'Limitation of liability',
    content: `Our liability for any order is limited to the amount you paid for it. We are not liable for delays or losses caused by events beyond our reasonable control, such as natural disasters, strikes or courier network failures. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.`,
  },
  {
    title: 'Governing law and disputes',
    content: `These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the courts at **Jaipur, Rajasthan**.

Before going to court, please write to us at [care@kanakjewels.in](mailto:care@kanakjewels.in); most problems are solved within a few days.`,
  },
];
