import type { UpdateProfileRequestSchema, User } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { session } from '../session';
import { profileQuery } from './get-profile';

export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** PUT /users/me {name, email}. */
export async function updateProfile(request: UpdateProfileRequest): Promise<User> {
  const body = await http.put<{ success: true; user: User; message: string }>('/users/me', request);
  return body.user;
}

/** Saves name and email, then puts the new user in the profile cache and the auth state. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQuery.queryKey, user);
      session.setUser(user);
    },
  });
}
