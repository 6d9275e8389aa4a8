import type { BlogPostInput } from "../../app/lib/blog/blog-post";

/**
 * The articles a new site starts with. They are written to the database once, the first time
 * the server starts on an empty database (see server/blog/service.ts); after that the blog belongs to the
 * people publishing through /blog/api/.
 */
// A stable address of one of the site's drawings (see stableImagePath in app/content/images.ts): the hashed
// file changes with every edit of the drawing, so the database keeps this and the site resolves it.
const image = (name: string, alt: string) => ({ src: `/images/${name}.svg`, alt });

export const SEED_POSTS: readonly BlogPostInput[] = [
  {
    slug: "new-or-used-car-which-makes-sense",
    title: "New or used: which car makes more sense for your budget?",
    date: "2026-10-28",
    description:
      "A new car comes with a warranty and a motor plan; a used one has already taken its steepest knock in value. Here is how to weigh the two.",
    image: image(
      "blog-new-or-used",
      "A new blue car with a red bow in a showroom on one side and an older beige sedan with a price tag in a used-car lot on the other.",
    ),
    link: "/buying-a-car",
    body: `Most South African cars lose between 15% and 25% of their value in the first year. Buy a car that is two or three years old and somebody else has paid for that drop.

## What a new car gives you

- A manufacturer's warranty, usually for three to five years.
- A service or maintenance plan, so the running costs are known.
- The latest safety features, which can lower your insurance premium.

## What a used car gives you

- A lower price for the same model, so a smaller loan and a smaller instalment.
- Slower depreciation from here on.
- More choice within your budget.

## Questions to ask before you sign

1. Does the service book show every service, with stamps from the dates and mileages it should?
2. Has the car been written off and repaired? Ask for a vehicle history report.
3. What will insurance cost? Get a quote before you commit.

Whichever you choose, work out the instalment first with our [vehicle finance calculator](/useful-tools) and keep it under about a fifth of your take-home pay.`,
  },
  {
    slug: "balloon-payments-explained",
    title: "Balloon payments explained: lower instalments, with a catch",
    date: "2026-10-14",
    description:
      "A balloon payment moves part of the price to the end of your agreement. It lowers every instalment, but you must plan for the final amount from day one.",
    image: image(
      "blog-balloon",
      "A hot-air balloon striped in blue, yellow, red and white floating over farmland at sunrise, with a small red car on the road below.",
    ),
    link: "/balloon-payments",
    body: `A balloon (or residual) payment is a lump sum, usually no more than 30% to 40% of the purchase price, that you pay at the end of your finance agreement. Because that part of the price is not spread over the term, each monthly instalment is lower.

## When it works

A balloon suits you if you expect your income to grow, if you plan to trade the car in before the end of the term, or if you run the vehicle through a business and want to manage cash flow.

## The catch

You pay interest on the balloon amount for the whole term, so the total cost of the loan is higher. And when the final payment falls due you need the cash, a trade-in worth at least that amount, or a new loan to refinance it.

> Tip: put the difference between a normal instalment and the lower one into a savings account every month. By the end of the term most of the balloon is saved.

Read more on our [balloon payments page](/balloon-payments), or ask a consultant to run the numbers with you.`,
  },
  {
    slug: "check-your-credit-record-before-applying",
    title: "Check your credit record before you apply for vehicle finance",
    date: "2026-09-30",
    description:
      "Every South African may see their credit report free once a year. Checking it before you apply can save you a declined application and a higher interest rate.",
    image: image(
      "blog-credit-record",
      "A credit score gauge with its needle in the green, beside a credit report with a bar chart and a tick under a magnifying glass.",
    ),
    body: `Lenders look at your credit record to decide whether to finance you and at what interest rate. Under the National Credit Act you may get one free credit report a year from each credit bureau.

## What to look for

- **Accounts you do not recognise.** They may point to identity fraud: report them to the bureau straight away.
- **Late payments that were paid on time.** You may dispute wrong information, and the bureau must investigate it within 20 business days.
- **Old judgments.** Paid-up judgments should be removed; ask for proof of payment to be recorded.

## How to improve your score

1. Pay every account on or before its due date; a debit order helps.
2. Keep the balances on credit cards and store cards well below their limits.
3. Do not apply for several kinds of credit at once: each application leaves an enquiry on your record.

A clean record is the single biggest help in getting a good rate on your next car.`,
  },
  {
    slug: "budget-for-the-true-cost-of-a-car",
    title: "Budget for the true cost of owning a car",
    date: "2026-09-16",
    description:
      "The instalment is only part of what a car costs each month. Fuel, insurance, tyres, services and the licence fee can add another 40%.",
    image: image(
      "blog-budget",
      "A blue piggy bank on banknotes with a coin dropping into it, stacks of coins, and a card with a spending donut chart and its legend.",
    ),
    link: "/budgeting-tool",
    body: `When you work out what you can afford, add up everything the car will cost you, not only the finance instalment.

## The monthly costs

- **Instalment:** set by the price, deposit, term and interest rate.
- **Comprehensive insurance:** required by every lender while the car is financed.
- **Fuel:** work it out from the distance you drive and the car's consumption.
- **Tracking device:** often a condition of insurance.

## The costs that come less often

- Services outside a service plan, and tyres every 40,000 to 60,000 km.
- The annual licence disc renewal.
- Tolls and parking if you commute into a city.

Our [budgeting tool](/budgeting-tool) adds these up for you. As a rule of thumb, keep the total cost of the car below a quarter of your take-home pay.`,
  },
  {
    slug: "car-insurance-what-your-financier-needs",
    title: "Car insurance: what your financier needs from you",
    date: "2026-09-02",
    description:
      "While a car is financed, the finance provider owns it until the last payment. That is why comprehensive cover is compulsory, and why the excess matters.",
    image: image(
      "blog-insurance",
      "A shield around a car, circled by hail, repairs, roadside help by phone, a policy document and coins for the excess.",
    ),
    link: "/insurance",
    body: `Until your last instalment is paid, the financed vehicle belongs to the finance provider. If it is stolen or written off, the insurance pays out to settle what you still owe.

## Comprehensive cover is compulsory

Third-party or third-party, fire and theft cover is not enough for a financed car. The policy must cover accident damage, theft, hail and fire, and name the financier as the first loss payee.

## Think about shortfall (credit) cover

If the car is written off, the insurer pays its retail value, which can be less than the amount you still owe, especially early in the agreement. Shortfall cover pays the difference.

## Choose your excess with care

A higher excess lowers the premium, but you pay it every time you claim. Pick an amount you could pay tomorrow without borrowing.

Ask us about [insurance](/insurance) when you apply: it can be arranged with your finance.`,
  },
  {
    slug: "renew-your-vehicle-licence-disc-online",
    title: "Renew your vehicle licence disc without the queue",
    date: "2026-08-19",
    description:
      "Licence discs must be renewed every year. Many provinces now let you renew online and have the disc delivered, and late renewals cost penalties.",
    image: image(
      "blog-licence-renewal",
      "A laptop showing an online licence renewal with two of three steps done, a licence disc circled by renewal arrows, and a desk calendar.",
    ),
    link: "/licences",
    body: `Every registered vehicle in South Africa needs a valid licence disc. You have 21 days of grace after the expiry date; after that, penalties are added for every month that passes.

## How to renew

1. Wait for your renewal notice, or look up the expiry date on your current disc.
2. Renew online where your province allows it, at a registering authority, or at a Post Office branch that offers the service.
3. Pay the licence fee, which depends on the vehicle's mass and your province.

## If your car is financed

The vehicle is registered in the finance provider's name, with you as the title holder. You remain responsible for renewing the licence on time, and traffic fines are redirected to you.

Find out more about [licences](/licences) and [traffic fines](/fines).`,
  },
];
