import {
  apiPaths,
  type CompanyProfile,
  CompanyProfileSchema,
  type CreateChangeRequest,
  companyCalls,
  type SavePhotos,
  type UpdateCompany,
  type UpdateShowroomStatus,
} from '@sc/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiUpload } from '../../../lib/http';
import { companyKeys } from './companyKeys';

/** A saved profile replaces the cached one; the state and brand marks follow it. */
function storeProfile(queryClient: QueryClient, profile: CompanyProfile) {
  queryClient.setQueryData(companyKeys.profile(), profile);
  queryClient.setQueryData(companyKeys.state(), profile.state);
  void queryClient.invalidateQueries({ queryKey: companyKeys.brands() });
}

/** Saves the profile form; the form shows refusals (locked fields, validation) itself. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompany) =>
      apiCall(companyCalls.update, input, { overlay: false, notify: false }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}

export type PhotoUpload = { file: File; kind: 'logo' | 'image'; replaceFileId?: string; caption?: string };

/** Uploads a logo or company image (fields first, then the file); failures are shown by the caller. */
export function useUploadCompanyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, replaceFileId, caption }: PhotoUpload) => {
      const form = new FormData();
      form.append('kind', kind);
      if (replaceFileId) form.append('replaceFileId', replaceFileId);
      if (caption) form.append('caption', caption);
      form.append('file', file, file.name);
      return apiUpload(apiPaths.companyUploadPhoto, form, { schema: CompanyProfileSchema, notify: false });
    },
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      // Several uploads at once answer in any order: an earlier upload's answer, arriving last,
      // would leave out a later picture. Read the profile again once they have all answered.
      void queryClient.invalidateQueries({ queryKey: companyKeys.profile() });
    },
  });
}

/** Saves the images' order and captions, removals and the logo kept or removed. */
export function useSavePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePhotos) => apiCall(companyCalls.savePhotos, input, { overlay: false }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}

/** Publishes the showroom or takes it offline; a refusal (incomplete) is shown by the HTTP client. */
export function useUpdateShowroomStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateShowroomStatus) =>
      apiCall(companyCalls.updateStatus, input, { overlay: false }),
    onSuccess: (state) => {
      queryClient.setQueryData(companyKeys.state(), state);
      void queryClient.invalidateQueries({ queryKey: companyKeys.profile() });
    },
  });
}

/** Sends a change request of locked fields to customer service; the modal's form shows refusals. */
export function useRequestChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChangeRequest) =>
      apiCall(companyCalls.requestChange, input, { overlay: false, notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.profile() }),
  });
}

/** Withdraws my pending change request. */
export function useCancelChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(companyCalls.cancelChange, {}, { overlay: false }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
