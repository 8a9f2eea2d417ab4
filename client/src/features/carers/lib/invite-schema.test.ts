import { describe, expect, it } from 'vitest';
import { inviteSchema } from './invite-schema';

const errorsOf = async (value: object) => {
  try {
    await inviteSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the carer invite form', () => {
  it('takes a relationship, one grant or more and no e-mail', async () => {
    expect(await errorsOf({ relationship: 'DAUGHTER', grants: ['CHECK_IN'], email: '' })).toEqual(
      [],
    );
  });

  it('asks for a relationship, a grant and a real address', async () => {
    expect(await errorsOf({ relationship: '', grants: [], email: 'mei@' })).toEqual([
      'select_option',
      'select_at_least_one',
      'enter_valid_email',
    ]);
  });
});
