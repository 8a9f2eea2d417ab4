import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { loginSchema, otpCodeRule, registerSchema } from '#common/validation/accounts';
import { profileFields } from '#common/validation/profile';
import { jsonSchemaOf, objectSchemaOf } from './yup-json-schema';

describe('JSON Schema from the Yup rules', () => {
  it('keeps lengths, patterns and whether a field is required', () => {
    expect(jsonSchemaOf(otpCodeRule)).toEqual({ type: 'string', pattern: '^\\d{6}$' });
    expect(objectSchemaOf({ user_name: loginSchema.fields.username })).toEqual({
      type: 'object',
      properties: { user_name: { type: 'string', maxLength: 128 } },
      required: ['user_name'],
    });
    expect(jsonSchemaOf(registerSchema.fields.username)).toMatchObject({
      type: 'string',
      minLength: 3,
      maxLength: 32,
    });
  });

  it('keeps choices, numbers and arrays', () => {
    expect(jsonSchemaOf(profileFields.gender)).toMatchObject({
      enum: expect.arrayContaining(['Male', 'Female']),
    });
    const numbers = jsonSchemaOf(yup.number().integer().min(1).max(5).nullable());
    expect(numbers).toEqual({ type: ['integer', 'null'], minimum: 1, maximum: 5 });
    const list = jsonSchemaOf(
      yup
        .array()
        .of(yup.string().oneOf(['a', 'b']))
        .min(1),
    );
    expect(list).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'string', enum: ['a', 'b'] },
    });
  });
});
