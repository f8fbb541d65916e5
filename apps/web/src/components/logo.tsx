import classes from './logo.module.css';

export function Logo({ name }: { name: string }) {
  return (
    <span className={classes.logo}>
      <img src="/favicon.svg" alt="" width={30} height={30} />
      <span className={classes.name}>{name}</span>
    </span>
  );
}
