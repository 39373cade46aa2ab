import type { Sql } from '../../db/database.ts';

/** The Update Asset Condition dialog: the rating and the stage it sets (spec 02 §4). */
export async function setCondition(tx: Sql, id: string, companyId: string, rating: number, stage: string | null): Promise<void> {
  await tx.query(
    `update equipment set current_condition_rating = $3, lifecycle_stage = $4, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, rating, stage],
  );
}

export type FinancialColumns = {
  purchase_date: string | null;
  purchase_price: number | null;
  depreciation_rate: number | null;
  depreciation_method: string;
  useful_life_hours: number | null;
  replacement_cost_estimate: number | null;
  warranty_expiry: string | null;
  /** The valuation on `last_valuation_date`, computed by the service (null leaves the recorded one). */
  current_value: number | null;
  last_valuation_date: string | null;
};

/** The Update Financial Information dialog: every field written as the service merged it with the row. */
export async function setFinancials(tx: Sql, id: string, companyId: string, f: FinancialColumns): Promise<void> {
  await tx.query(
    `update equipment set purchase_date = $3::date, purchase_price = $4::numeric, depreciation_rate = $5::numeric,
            depreciation_method = $6, useful_life_hours = $7::numeric, replacement_cost_estimate = $8::numeric,
            warranty_expiry = $9::date, current_value = coalesce($10::numeric, current_value),
            last_valuation_date = coalesce($11::date, last_valuation_date), updated_at = now()
      where id = $1 and company_id = $2`,
    [
      id,
      companyId,
      f.purchase_date,
      f.purchase_price,
      f.depreciation_rate,
      f.depreciation_method,
      f.useful_life_hours,
      f.replacement_cost_estimate,
      f.warranty_expiry,
      f.current_value,
      f.last_valuation_date,
    ],
  );
}

export type ValuationRow = {
  purchase_price: string | null;
  purchase_date: string | null;
  depreciation_rate: string | null;
  depreciation_method: string;
  hours: string | null;
  useful_life_hours: string | null;
  current_value: string | null;
  /** Units of production only: the last meter reading before 1 January of `yearStart`. */
  hours_at_year_start: string | null;
};

/** What the fleet value summary needs of each live machine with a price or a value (null company = every company). */
export async function listValuations(tx: Sql, companyId: string | null, yearStart: string): Promise<ValuationRow[]> {
  return tx.query<ValuationRow>(
    `select e.purchase_price::text as purchase_price, e.purchase_date::text as purchase_date,
            e.depreciation_rate::text as depreciation_rate, e.depreciation_method, e.hours::text as hours,
            e.useful_life_hours::text as useful_life_hours, e.current_value::text as current_value,
            case when e.depreciation_method = 'units_of_production' then
              (select m.hours::text from meter_readings m where m.company_id = e.company_id and m.equipment_id = e.id
                 and m.read_at < $2::date order by m.read_at desc limit 1)
            end as hours_at_year_start
       from equipment e
      where e.archived_at is null and ($1::uuid is null or e.company_id = $1)
        and (e.purchase_price is not null or e.current_value is not null)`,
    [companyId, yearStart],
  );
}
