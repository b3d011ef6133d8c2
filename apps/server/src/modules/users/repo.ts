/** The users table: the one repository that writes it (sign-up, invitations, account changes). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Locks the user's row and returns its photo's path (null without one, undefined when the user is gone). */
export async function lockUserPhoto(db: Db, id: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ photoPath: users.photoPath })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row?.photoPath;
}

/** Whether any user's photo is this stored file (two users may upload the same picture). */
export async function isPhotoInUse(db: Db, path: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.photoPath, path)).limit(1);
  return row !== undefined;
}
