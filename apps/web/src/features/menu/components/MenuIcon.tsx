import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CheckSquareOutlined,
  CreditCardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  LockOutlined,
  MessageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons the server may name in a menu entry; unknown names fall back to a neutral icon. */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  UserAddOutlined,
  SafetyOutlined,
  AuditOutlined,
  ApartmentOutlined,
  BellOutlined,
  CheckSquareOutlined,
  CreditCardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  LockOutlined,
  MessageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
};

/** The @ant-design/icons icon a menu entry names. */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = (name && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? AppstoreOutlined;
  return <Icon />;
}
