// Refusals are thrown from here only, with the code the one table gives the reason.
import { AppError } from '../../errors';
import { REFUSALS, type RefusalReason } from './refusals';

export const refuse = (reason: RefusalReason) => new AppError(REFUSALS[reason]);
