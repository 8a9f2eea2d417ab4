-- AlterTable
ALTER TABLE "Clinic" ADD COLUMN     "nameZh" TEXT;

-- The demo clinic of data folders seeded before this change: its name no longer says
-- "(demo)" on patient screens, and it has its Chinese name.
UPDATE "Clinic" SET "name" = 'Harbour Oncology Centre', "nameZh" = '海港腫瘤中心'
WHERE "name" = 'Harbour Oncology Centre (demo)';
