// A page of a cursor connection as Pothos' Prisma plugin asks a read for it: the row to
// start from (`cursor`, by id), how many (`take`, negative going backwards) and `skip`. The
// read adds its own filter and order and passes the rest to Prisma unchanged.
import { AppError } from '../errors';

export type Page<Unique extends { id?: unknown }> = {
  cursor?: Unique;
  take?: number;
  skip?: number;
};

/**
 * The page, once its cursor names a row by a text id. A cursor is opaque to clients but
 * only encoded, not signed: a forged one decoding to a number or an object would otherwise
 * reach Prisma as a malformed query.
 */
export function checkedPage<P extends Page<{ id?: unknown }>>(page: P): P {
  if (page.cursor && typeof page.cursor.id !== 'string')
    throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'invalid_choice' } });
  return page;
}
