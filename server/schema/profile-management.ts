// Profile management: the picture's URL and a pending e-mail change on the user, the
// contact details (name, e-mail, mobile), and the code that confirms a new e-mail.
import { builder } from './builder';
import { avatarUrl } from '../domain/accounts/avatar';
import { confirmEmailChange, updateContactDetails } from '../domain/accounts/contact-details';

builder.prismaObjectField('User', 'avatarUrl', (t) =>
  t.string({
    nullable: true,
    description: 'the profile picture (256 × 256 WebP), or null without one',
    select: { avatar: { select: { id: true } } },
    resolve: (user) => (user.avatar ? avatarUrl(user.avatar.id) : null),
  }),
);

builder.prismaObjectField('User', 'pendingEmail', (t) =>
  t.string({
    nullable: true,
    description: 'a new e-mail address waiting for its code; only the user sees it',
    select: { id: true, pendingEmail: true },
    resolve: (user, _args, ctx) => (user.id === ctx.viewer?.userId ? user.pendingEmail : null),
  }),
);

const ContactDetailsInput = builder.inputType('ContactDetailsInput', {
  description: 'Every field is required and checked by the server with the form’s messages.',
  fields: (t) => ({
    email: t.string({ required: false, description: 'a new one is confirmed by an e-mailed code' }),
    fullName: t.string({ required: false, description: 'real name, up to 100 characters' }),
    phoneNumber: t.string({ required: false, description: 'a Hong Kong mobile, spaces allowed' }),
  }),
});

builder.mutationFields((t) => ({
  updateContactDetails: t.prismaField({
    type: 'User',
    description:
      'Saves name and mobile; a new e-mail is sent a code and waits in pendingEmail until confirmed.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ContactDetailsInput, description: 'name, e-mail and mobile' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v != null));
      await updateContactDetails(ctx, given);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.userId } });
    },
  }),
  confirmEmailChange: t.prismaField({
    type: 'User',
    description: 'The code e-mailed to the new address: it then replaces the old one.',
    authScopes: { loggedIn: true },
    args: { code: t.arg.string({ description: 'the 6 digits sent to the new address' }) },
    resolve: async (query, _root, { code }, ctx) => {
      await confirmEmailChange(ctx, { code });
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.userId } });
    },
  }),
}));
