import type { Sql } from '../../db/database.ts';

/** equipment_images and equipment_documents share a shape; `table` is one of the two names below, never user input. */
export type FileTable = 'equipment_images' | 'equipment_documents';

export type StoredFileRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  file_key: string;
  file_name: string;
  content_type: string;
  byte_size: number;
  caption?: string | null;
  manual_type?: string;
  description?: string | null;
  created_at: Date;
};

const extraColumns: Record<FileTable, string> = {
  equipment_images: 'caption',
  equipment_documents: 'manual_type, description',
};

export async function insertStoredFile(
  tx: Sql,
  table: FileTable,
  f: {
    companyId: string;
    equipmentId: string;
    fileKey: string;
    fileName: string;
    contentType: string;
    size: number;
    note: string | null;
    uploadedBy: string;
  },
): Promise<StoredFileRow> {
  const noteColumn = table === 'equipment_images' ? 'caption' : 'description';
  const rows = await tx.query<StoredFileRow>(
    `insert into ${table} (company_id, equipment_id, file_key, file_name, content_type, byte_size, ${noteColumn}, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning id, company_id, equipment_id, file_key, file_name, content_type, byte_size, ${extraColumns[table]}, created_at`,
    [f.companyId, f.equipmentId, f.fileKey, f.fileName, f.contentType, f.size, f.note, f.uploadedBy],
  );
  return rows[0]!;
}

export async function listStoredFiles(tx: Sql, table: FileTable, equipmentId: string, companyId: string): Promise<StoredFileRow[]> {
  return tx.query<StoredFileRow>(
    `select id, company_id, equipment_id, file_key, file_name, content_type, byte_size, ${extraColumns[table]}, created_at
       from ${table} where company_id = $2 and equipment_id = $1 order by created_at, id limit 500`,
    [equipmentId, companyId],
  );
}

export async function findStoredFile(
  tx: Sql,
  table: FileTable,
  equipmentId: string,
  fileId: string,
  companyId: string | null,
): Promise<StoredFileRow | null> {
  const rows = await tx.query<StoredFileRow>(
    `select id, company_id, equipment_id, file_key, file_name, content_type, byte_size, ${extraColumns[table]}, created_at
       from ${table} where id = $1 and equipment_id = $2 and ($3::uuid is null or company_id = $3)`,
    [fileId, equipmentId, companyId],
  );
  return rows[0] ?? null;
}

export async function deleteStoredFile(
  tx: Sql,
  table: FileTable,
  equipmentId: string,
  fileId: string,
  companyId: string | null,
): Promise<string | null> {
  const rows = await tx.query<{ file_key: string }>(
    `delete from ${table} where id = $1 and equipment_id = $2 and ($3::uuid is null or company_id = $3) returning file_key`,
    [fileId, equipmentId, companyId],
  );
  return rows[0]?.file_key ?? null;
}
