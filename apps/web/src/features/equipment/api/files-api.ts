import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EquipmentDocument, EquipmentImage } from '@gears/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { equipmentKeys } from './equipment-api.ts';

/** spec 02 §5: documents accept these extensions; images are PNG, JPEG or WebP (the server checks magic bytes too). */
export const documentAccept = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
export const imageAccept = 'image/png,image/jpeg,image/webp';
const documentExtensions = documentAccept.split(',');
const imageExtensions = ['.png', '.jpg', '.jpeg', '.webp'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

export function documentProblem(file: File): string | null {
  if (!documentExtensions.includes(extensionOf(file.name))) return 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.';
  if (file.size > 20 * 1024 * 1024) return 'The document is larger than 20 MB.';
  return null;
}

export function imageProblem(file: File): string | null {
  if (!imageExtensions.includes(extensionOf(file.name))) return 'Upload a PNG, JPEG or WebP image.';
  if (file.size > 10 * 1024 * 1024) return 'The image is larger than 10 MB.';
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function useEquipmentImages(id: string) {
  return useQuery({
    queryKey: equipmentKeys.images(id),
    queryFn: ({ signal }) => api.get<{ images: EquipmentImage[] }>(`/api/equipment/${id}/images`, signal),
    select: (data) => data.images,
  });
}

export function useEquipmentDocuments(id: string) {
  return useQuery({
    queryKey: equipmentKeys.documents(id),
    queryFn: ({ signal }) => api.get<{ documents: EquipmentDocument[] }>(`/api/equipment/${id}/documents`, signal),
    select: (data) => data.documents,
  });
}

type Kind = 'images' | 'documents';
const titles = {
  images: { uploaded: 'Image Uploaded', uploadFailed: 'Upload Failed', deleted: 'Image Deleted', deleteFailed: 'Deletion Failed' },
  documents: { uploaded: 'Document Uploaded', uploadFailed: 'Upload Failed', deleted: 'Document Deleted', deleteFailed: 'Deletion Failed' },
} as const;

function refresh(queryClient: ReturnType<typeof useQueryClient>, kind: Kind, id: string) {
  void queryClient.invalidateQueries({ queryKey: kind === 'images' ? equipmentKeys.images(id) : equipmentKeys.documents(id) });
  // The first image is the equipment's photo; counts feed the delete confirmation.
  void queryClient.invalidateQueries({ queryKey: equipmentKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: equipmentKeys.lists });
}

export function uploadEquipmentFile(kind: Kind, id: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<EquipmentImage | EquipmentDocument>(`/api/equipment/${id}/${kind}`, body);
}

export function useUploadFile(kind: Kind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEquipmentFile(kind, id, file),
    onSuccess: (saved) => {
      toast.success(titles[kind].uploaded, { description: saved.fileName });
      refresh(queryClient, kind, id);
    },
    onError: (error) =>
      toast.error(titles[kind].uploadFailed, {
        description: errorMessage(error, 'There was a problem uploading your document. Please try again.'),
      }),
  });
}

export function useDeleteFile(kind: Kind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(`/api/equipment/${id}/${kind}/${fileId}`),
    onSuccess: () => {
      toast.success(titles[kind].deleted);
      refresh(queryClient, kind, id);
    },
    onError: (error) =>
      toast.error(titles[kind].deleteFailed, { description: errorMessage(error, 'Failed to delete the document. Please try again.') }),
  });
}
