import type { UserWire } from '@halte/contract';

export interface UserRecord {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string;
  roleId: number;
  roleName: string;
}

export const toUserWire = (u: UserRecord): UserWire => ({
  intid: u.id,
  vcname: u.name,
  vcusername: u.username,
  vcemail: u.email,
  vcphone: u.phone,
  role: u.roleId,
  vcrole: u.roleName,
  vcpassword: '',
});
