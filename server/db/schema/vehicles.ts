import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Cars for sale, listed by dealers (the dealer feed, or the seed on first start). Searches read only
 * available cars, so every filter's index starts with the status; a sold or withdrawn car keeps its row
 * (its page says so). Prices are whole rand.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    variant: text("variant").notNull().default(""),
    year: integer("year").notNull(),
    mileageKm: integer("mileage_km").notNull(),
    price: integer("price").notNull(),
    bodyType: text("body_type").notNull(),
    fuel: text("fuel").notNull(),
    transmission: text("transmission").notNull(),
    colour: text("colour").notNull().default(""),
    province: text("province").notNull(),
    town: text("town").notNull().default(""),
    dealerName: text("dealer_name").notNull(),
    dealerCode: text("dealer_code").notNull(),
    status: text("status").notNull().default("available"),
    listedAt: timestamp("listed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("vehicles_status_listed_idx").on(table.status, table.listedAt.desc(), table.id.desc()),
    index("vehicles_status_price_idx").on(table.status, table.price, table.id),
    index("vehicles_status_year_idx").on(table.status, table.year.desc(), table.id),
    index("vehicles_status_mileage_idx").on(table.status, table.mileageKm, table.id),
    index("vehicles_status_make_model_idx").on(
      table.status,
      sql`lower(${table.make})`,
      sql`lower(${table.model})`,
      table.price,
    ),
    index("vehicles_status_body_price_idx").on(table.status, table.bodyType, table.price),
    index("vehicles_status_province_price_idx").on(table.status, table.province, table.price),
    index("vehicles_updated_at_idx").on(table.updatedAt),
  ],
);
