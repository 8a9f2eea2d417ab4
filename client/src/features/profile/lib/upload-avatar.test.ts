import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './upload-avatar';

describe('a chosen profile picture', () => {
  it('must be an image of at most 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'image_size_too_large',
    );
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'please_select_valid_image',
    );
    expect(avatarFileProblem({ type: '', size: 1000 })).toBe('please_select_valid_image');
  });
});
