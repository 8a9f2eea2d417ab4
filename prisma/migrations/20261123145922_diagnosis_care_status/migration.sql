-- AlterTable
ALTER TABLE "Diagnosis" ADD COLUMN     "careStatus" TEXT;
