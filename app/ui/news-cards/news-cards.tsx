import { Link } from "react-router";
import { Slider } from "~/ui/slider/slider";
import { classNames } from "~/ui/shared/class-names";
import { formatNewsDate, isoDate, NEWS_SMALL_CARDS_LIMIT } from "./news-date";
import "~/ui/layout-grid/card-grid.css";
import "./news-cards.css";

/** §3: a news card. */
export interface NewsCard {
  readonly date: string | Date;
  readonly description: string;
  readonly link: { readonly to: string; readonly label: string };
  readonly image: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };
}

export interface NewsCardsProps {
  readonly label: string;
  readonly cards: readonly NewsCard[];
  readonly headingLevel?: 2 | 3;
  readonly className?: string;
}

function Card({ card, headingLevel }: { readonly card: NewsCard; readonly headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      <img
        className="news-card__image"
        src={card.image.src}
        alt={card.image.alt}
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
      />
      <div className="news-card__body">
        <time className="news-card__date" dateTime={isoDate(card.date)}>
          {formatNewsDate(card.date)}
        </time>
        <Heading className="news-card__title">
          <Link to={card.link.to}>{card.link.label}</Link>
        </Heading>
        <p className="news-card__description">{card.description}</p>
      </div>
    </article>
  );
}

/**
 * News cards (§3): from 1024px the first four in a grid whose columns fit their number; below it every card in a slider. Both layouts are
 * in the markup and CSS shows one, so the server sends the right one for every screen.
 */
export function NewsCards({ label, cards, headingLevel = 3, className }: NewsCardsProps) {
  const gridCards = cards.slice(0, NEWS_SMALL_CARDS_LIMIT);
  return (
    <div className={classNames("news-cards", className)}>
      <ul className="news-cards__grid card-grid" aria-label={label}>
        {gridCards.map((card, index) => (
          <li key={index}>
            <Card card={card} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Slider
        className="news-cards__slider"
        label={label}
        responsive
        items={cards.map((card) => ({
          title: card.link.label,
          content: <Card card={card} headingLevel={headingLevel} />,
        }))}
      />
    </div>
  );
}
