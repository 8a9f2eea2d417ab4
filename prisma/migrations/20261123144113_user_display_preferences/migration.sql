-- AlterTable
ALTER TABLE "User" ADD COLUMN     "displayChosenAt" TIMESTAMP(3),
ADD COLUMN     "fontSize" TEXT NOT NULL DEFAULT 'medium';
